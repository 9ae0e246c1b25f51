import { model } from "@medusajs/framework/utils"

/**
 * One exchange-service account: how the plugin reaches it and how it syncs, as the merchant sets
 * it in the admin. One row per account, each for one sales channel (one account per channel);
 * the first account's id is FIRST_ACCOUNT_ID (lib/settings-view.ts), the row every store had
 * before it could hold several. Only the merchant's saves write it; what the jobs write about
 * their runs is the run-state row (run-state.ts).
 *
 * The password and the subscription token are stored encrypted (see lib/secret-box.ts) and
 * never leave the module in plain text except to build the client.
 */
export const Account = model
  .define("marketplace_exchange_account", {
    id: model.id({ prefix: "mxacc" }).primaryKey(),
    /** What the merchant calls the account ("Outlet", "B2B"): it names the account on every screen. */
    name: model.text().default("eBay"),
    /**
     * The eBay site the account sells on. eBay forbids listing one item under two user ids on the
     * same site, so two accounts of one site never list the same product.
     */
    marketplace_site: model.text().default("ebay.de"),
    /** `{base_url}` of spec section 4: the host of the data API, without the service path. */
    base_url: model.text().nullable(),
    /** `{auth_url}` of spec section 5.1: the host of the login endpoint. */
    auth_url: model.text().nullable(),
    user_name: model.text().nullable(),
    /** AES-256-GCM ciphertext in the secret-box format; null when not set. */
    password_encrypted: model.text().nullable(),
    /** AES-256-GCM ciphertext in the secret-box format; null when not set. */
    subscription_token_encrypted: model.text().nullable(),
    /**
     * Wire format of requests and responses (spec 1 rule 6). Null until the merchant chooses,
     * so that a format given in the plugin options still applies; json when neither says.
     */
    format: model.enum(["json", "atom"]).nullable(),
    /** The sales channel whose published products are listed on the marketplace. */
    sales_channel_id: model.text().nullable(),
    /** The region whose prices (and currency) the marketplace gets. */
    region_id: model.text().nullable(),
    /** Units held back from the marketplace per variant, against overselling. */
    stock_buffer: model.number().default(0),
    /** The most units offered per variant, whatever the stock (0: no cap). */
    max_quantity: model.number().default(0),
    /** The shipping option marketplace orders are created with (their shipping cost is the marketplace's). */
    shipping_option_id: model.text().nullable(),
    /**
     * The marketplace carrier (CarrierUsed) of a shipment, by its shipping option's or fulfillment
     * provider's id: `{shipping_options: {id: carrier}, fulfillment_providers: {id: carrier}}` (A37).
     */
    carrier_map: model.json().nullable(),
    /**
     * Where the strike price (DiscountOffer Type 1, the UVP of spec 2.5) comes from: the price
     * list the merchant marks as holding recommended retail prices, or a sale's original price.
     */
    strike_price_source: model.enum(["rrp_price_list", "sale_original_price"]).default("rrp_price_list"),
    /** The price list holding the recommended retail prices, for strike_price_source rrp_price_list. */
    rrp_price_list_id: model.text().nullable(),
    /**
     * Requests this instance has in flight at the service at most, shared by every task it runs
     * (queue drains, order imports). The drain keeps enough products in progress to fill it.
     */
    max_requests_in_flight: model.number().default(8),
    /** Seconds between light polls for new or changed marketplace orders (ORDER_POLL_SECONDS). */
    order_poll_seconds: model.number().default(20),
    /** Unpaid marketplace orders become draft orders holding their stock, and orders once paid. */
    import_paid_only: model.boolean().default(false),
    /** Days the activity log keeps its events (the drain job prunes older ones). */
    activity_retention_days: model.number().default(30),
    /** Minutes the order import may fail before an alert is raised in the notification bell. */
    import_alert_minutes: model.number().default(30),
    /** Hours within which the background sweep asks the service about every listed product (ProductIsListed, spec 4.3). */
    listing_check_hours: model.number().default(24),
    /** Listing checks per minute at most, across all instances, so the sweep never crowds out stock updates. */
    listing_checks_per_minute: model.number().default(60),
    /**
     * Switches per direction, for a move in stages: the catalog (creates and content),
     * stock and price (ReviseInventoryStatus), the order import; each on unless switched off.
     */
    push_catalog: model.boolean().default(true),
    /** A store title over eBay's 80 characters is held back (`hold`) or cut at a word (`shorten`). */
    title_overflow: model.enum(["hold", "shorten"]).default("hold"),
    /** The marketplace price rule `{percent, fixed, ending}`; null: the store's prices. */
    price_rule: model.json().nullable(),
    /** Medusa product attribute -> the item specific's name at eBay; null: the German defaults. */
    specific_names: model.json().nullable(),
    /** Brand -> its GPSR data (manufacturer, EU responsible person, safety information); null: none. */
    gpsr_by_brand: model.json().nullable(),
    /**
     * When the merchant confirmed, on one listing at eBay, that eBay shows the safety data the plugin
     * sends (A53); null: not confirmed, and every product carrying such data keeps a note saying so.
     */
    gpsr_display_confirmed_at: model.dateTime().nullable(),
    push_stock_price: model.boolean().default(true),
    import_orders: model.boolean().default(true),
    /** Orders placed on the marketplace before this time are left to the old system (null: all). */
    import_orders_since: model.dateTime().nullable(),
    /**
     * When a save moved the service or login address to another host and so cleared the password and
     * token (they never follow an address elsewhere): health says why they are missing. Null once
     * both are entered again.
     */
    secrets_cleared_at: model.dateTime().nullable(),
    /** The language of the plugin's alerts in the bell (the bell keeps the text it was sent); null: English. */
    alert_language: model.enum(["en", "de"]).nullable(),
  })
  .indexes([
    // One account per sales channel: a channel's products and orders belong to exactly one account.
    { on: ["sales_channel_id"], unique: true, where: { sales_channel_id: { $ne: null } } },
  ])
