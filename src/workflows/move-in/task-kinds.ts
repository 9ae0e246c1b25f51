import { registerTaskKind } from "../../queue/task-kind-registry"
import { runAccountScanTask } from "./run/scan-account-task"

/** The queue's scan of the service account (moving in), registered as Medusa's loader imports this file. */
registerTaskKind("account_scan", {
  subject: () => ({}),
  run: (container, task) => runAccountScanTask(container, task),
})
