import { request } from "undici"
import { codecFor, DecodedEntity, WireCodec, WireFormat } from "../../src/protocol/codec"
import type { EntityValues } from "../../src/protocol/edm"
import { keyPredicate, queryString } from "../../src/protocol/literals"
import { ENTITY_SETS, EntitySetName, OPERATIONS, OperationName, SERVICE_PATH } from "../../src/protocol/schema"
import { FeedForm, RunningSandbox, startSandbox } from "../../src/sandbox"

export interface RawResponse {
  status: number
  headers: Record<string, string>
  text: string
}

/**
 * Drives a sandbox over real HTTP in one wire format. Bodies are written with the protocol's
 * codec, which its golden-fixture tests pin to hand-written bytes; every call returns the raw
 * answer so tests can look at statuses, headers and bodies as a client would.
 */
export function conformanceHarness(format: WireFormat, options: { pageSize?: number; feedForm?: FeedForm } = {}) {
  const codec: WireCodec = codecFor(format)
  let sandbox: RunningSandbox
  let cookie = ""

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, pageSize: options.pageSize, feedForm: options.feedForm })
  })
  afterAll(async () => {
    await sandbox.close()
  })
  beforeEach(async () => {
    await control("POST", "/_sandbox/reset")
    cookie = await h.login()
  })

  async function raw(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string>; signal?: AbortSignal } = {}
  ): Promise<RawResponse> {
    const response = await request(`${sandbox.url}${path}`, {
      method: method as never,
      body: init.body,
      headers: init.headers,
      signal: init.signal,
    })
    const text = await response.body.text()
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]))
    return { status: response.statusCode, headers, text }
  }

  async function control(method: string, path: string, body?: unknown): Promise<RawResponse> {
    return raw(method, path, body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } })
  }

  const h = {
    codec,
    format,
    get url() {
      return sandbox.url
    },
    get sandbox() {
      return sandbox
    },
    raw,
    control,
    dataHeaders(extra: Record<string, string> = {}): Record<string, string> {
      return {
        SubscriptionToken: "demo-token",
        Vendor: "Conformance 1.0",
        Version: "1.0.0",
        Cookie: `.ASPXAUTH=${cookie}`,
        Accept: codec.accept,
        "Content-Type": codec.contentType,
        ...extra,
      }
    },
    async login(user = "demo", password = "demo", headers: Record<string, string> = {}): Promise<string> {
      const res = await raw("POST", "/Authentication_JSON_AppService.axd/Login", {
        body: JSON.stringify({ userName: user, password, createPersistentCookie: false }),
        headers: { "Content-Type": "application/json", ...headers },
      })
      const match = /\.ASPXAUTH=([^;]*);/.exec(res.headers["set-cookie"] ?? "")
      // Spec 5.1 rule 4: the value ends with a space that must be removed.
      return match ? match[1].trimEnd() : ""
    },
    /** A data-API call below `<root>`, authenticated unless headers say otherwise. */
    call(method: string, path: string, body?: string, headers?: Record<string, string>): Promise<RawResponse> {
      return raw(method, `${SERVICE_PATH}/${path}`, { body, headers: h.dataHeaders(headers) })
    },
    async create(set: EntitySetName, values: EntityValues): Promise<DecodedEntity> {
      const res = await h.call("POST", set, codec.encodeEntityRequest(ENTITY_SETS[set], values))
      if (res.status !== 201) throw new Error(`create ${set} answered ${res.status}: ${res.text}`)
      return codec.decodeEntry(ENTITY_SETS[set], res.text)
    },
    createRaw(set: EntitySetName, values: EntityValues): Promise<RawResponse> {
      return h.call("POST", set, codec.encodeEntityRequest(ENTITY_SETS[set], values))
    },
    async get(set: EntitySetName, id: string, query = ""): Promise<DecodedEntity> {
      const res = await h.call("GET", `${set}${keyPredicate(id)}${query}`)
      if (res.status !== 200) throw new Error(`GET ${set}(${id}) answered ${res.status}: ${res.text}`)
      return codec.decodeEntry(ENTITY_SETS[set], res.text)
    },
    async list(set: EntitySetName, query = "") {
      const res = await h.call("GET", `${set}${query}`)
      if (res.status !== 200) throw new Error(`GET ${set} answered ${res.status}: ${res.text}`)
      return codec.decodeFeed(ENTITY_SETS[set], res.text)
    },
    put(set: EntitySetName, id: string, property: string, value: EntityValues[string]): Promise<RawResponse> {
      return h.call("PUT", `${set}${keyPredicate(id)}/${property}`, codec.encodePropertyRequest(ENTITY_SETS[set], property, value))
    },
    operation(name: OperationName, params: Record<string, string>, method = OPERATIONS[name].method): Promise<RawResponse> {
      return h.call(method, `${name}${queryString(params)}`)
    },
    async operationValue(name: OperationName, params: Record<string, string>): Promise<boolean | string> {
      const res = await h.operation(name, params)
      if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${res.text}`)
      return codec.decodeOperationResult(OPERATIONS[name], res.text)
    },
    /** The codes of an error answer, in either shape. */
    codes(res: RawResponse): string[] {
      return codec.decodeError(res.text)?.messages.map((m) => m.code) ?? []
    },
    async purchase(body: unknown): Promise<string> {
      const res = await control("POST", "/_sandbox/purchases", body)
      if (res.status !== 201) throw new Error(`purchase answered ${res.status}: ${res.text}`)
      return JSON.parse(res.text).salesOrderId
    },
    async state() {
      return JSON.parse((await control("GET", "/_sandbox/state")).text)
    },
    async requests(): Promise<Array<{ method: string; path: string; status: number }>> {
      return JSON.parse((await control("GET", "/_sandbox/requests")).text)
    },
  }
  return h
}

export type Harness = ReturnType<typeof conformanceHarness>

/** A minimal valid single product (spec 2.1). */
export const product = (extra: EntityValues = {}): EntityValues => ({
  Title: "Linen shirt",
  Description: "<p>Soft</p>",
  StockAmount: 5,
  ProductType: 0,
  Price: "19.90",
  ...extra,
})

/** A variation set with the given variations and their colour/size specifics. */
export async function variationSet(h: Harness, variations: Array<{ sku: string; colour: string; size: string; stock?: number }>) {
  const set = await h.create("Products", product({ ProductType: 1, StockAmount: 0, ForeignId: "prod_set" }))
  const productId = String(set.values.Id)
  const created = []
  for (const v of variations) {
    const variation = await h.create("ProductVariations", {
      ProductId: productId,
      Price: "29.90",
      StockAmount: v.stock ?? 3,
      Sku: v.sku,
      ForeignId: `var_${v.sku}`,
    })
    const variationId = String(variation.values.Id)
    const colour = await h.create("ProductVariationSpecifics", { ProductVariationId: variationId, Name: "Farbe", Value: v.colour })
    const size = await h.create("ProductVariationSpecifics", { ProductVariationId: variationId, Name: "Größe", Value: v.size })
    created.push({ variationId, colourId: String(colour.values.Id), sizeId: String(size.values.Id) })
  }
  return { productId, variations: created }
}

/** One entity of every set, as a client and a buyer leave them. */
export async function oneOfEach(h: Harness): Promise<Record<EntitySetName, string>> {
  const single = String((await h.create("Products", product({ ForeignId: "single" }))).values.Id)
  const { variations } = await variationSet(h, [{ sku: "B-M", colour: "Blau", size: "M" }])
  const { variationId, colourId } = variations[0]
  const id = async (set: EntitySetName, values: EntityValues) => String((await h.create(set, values)).values.Id)
  const orderId = await h.purchase({ items: [{ productId: single, quantity: 1 }] })
  const order = await h.get("SalesOrders", orderId, "?$expand=SalesOrderItems,Buyer,Address")
  const expanded = (name: string) => String(((order.expanded[name] as any)?.[0] ?? order.expanded[name]).values.Id)
  return {
    Products: single,
    ProductImages: await id("ProductImages", { ProductId: single, ImageUrl: "https://img.test/1.jpg", Type: 1 }),
    ProductVariations: variationId,
    ProductVariationSpecifics: colourId,
    ProductVariationImages: await id("ProductVariationImages", {
      ProductVariationSpecificId: colourId,
      ImageUrl: "https://img.test/v1.jpg",
      ImagePosition: 1,
    }),
    ProductVariationPictures: await id("ProductVariationPictures", {
      ProductVariationId: variationId,
      ImageUrl: "https://img.test/p0.jpg",
      ImagePosition: 0,
    }),
    ProductSpecifics: await id("ProductSpecifics", { ProductId: single, Name: "Material", Value: "Leinen" }),
    OptionalProductAttributes: await id("OptionalProductAttributes", {
      ProductId: single,
      Name: "Gpsr.SafetyInformation",
      Value: "Nicht für Kinder unter 3 Jahren.",
    }),
    DiscountOffers: await id("DiscountOffers", { ProductId: single, Price: "39.90", Type: 1 }),
    Catalogs: await id("Catalogs", { ForeignId: "cat", Name: "Hemden" }),
    SalesOrders: orderId,
    SalesOrderItems: expanded("SalesOrderItems"),
    Buyers: expanded("Buyer"),
    Addresses: expanded("Address"),
  }
}

/** P1, P2: the expansions of the vendor's product read, as its code lists them (V Service/Product.php:71-81). */
export const VENDOR_PRODUCT_EXPANDS = [
  "CarParts",
  "Catalogs",
  "ChildProducts",
  "DiscountOffers",
  "OptionalProductAttributes",
  "ProductImages",
  "ProductSpecifics",
  "ProductVariations/ProductVariationSpecifics",
  "ProductVariations/ProductVariationPictures",
]
