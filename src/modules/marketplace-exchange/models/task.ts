/**
 * The task queue's table is the queue's own (src/queue/model.ts, beside its SQL, runner and
 * registry); it is named here because Medusa's migration generator reads a module's models from
 * its models/ folder, and the module's service keeps its rows.
 */
export { Task } from "../../../queue/model"
