/**
 * A text a merchant reads, stored as a stable code with its parameters: the admin
 * renders it in its language from the catalog (src/messages/catalog), the API and the logs
 * carry its English rendering as `message`. Parameters are data, never words: a number, a
 * money amount with its currency, or a name the merchant gave (a SKU, a title).
 */

/** An amount with its ISO currency, rendered in the reader's locale ("26,90 €", "€26.90"). */
export interface MoneyParam {
  amount: string
  currency: string
}

/** A moment, rendered as date and time in the reader's locale. */
export interface DateParam {
  at: string
}

/** A parameter: a name or number, an amount, a moment, or another coded message (a reason inside an alert). */
export type ParamValue = string | number | MoneyParam | DateParam | CodedMessage | null

/** A text: one string, or the singular and plural form chosen by the `count` parameter. */
export type Text = string | { one: string; other: string }

export interface MessageTexts {
  en: Text
  de: Text
}

/**
 * One code's texts. `params` names every parameter the texts may use (`{name}` in them); `fix`,
 * when the code has one, is what the merchant can do about it, with the same parameters.
 */
export interface CatalogEntry {
  params: readonly string[]
  /** The parameter whose number chooses between a text's `one` and `other` form; `count` when not given. */
  plural?: string
  en: Text
  de: Text
  fix?: MessageTexts
  /**
   * Where the fix is made: a field of the marketplace fields drawer (the admin opens it there),
   * or "{field}" for the field the message's `field` parameter names.
   */
  fixAt?: string
}

/** A stored message: what the server keeps beside its English `message`. */
export interface CodedMessage {
  code: string
  params?: Record<string, ParamValue>
}

export type Language = "en" | "de"
