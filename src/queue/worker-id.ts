import os from "os"

/**
 * This process as the queue names it (`host:pid`): the claim records it, so a heartbeat renews
 * only its own claims and the health view tells which server or worker runs which task.
 */
export const WORKER_ID = `${os.hostname()}:${process.pid}`
