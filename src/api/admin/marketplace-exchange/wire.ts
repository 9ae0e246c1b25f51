/**
 * What `res.json` makes of an answer: dates become ISO text, the rest stays. An answer type is
 * declared once, by the API, and the admin reads it through this.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends Array<infer U>
    ? Array<Wire<U>>
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T
