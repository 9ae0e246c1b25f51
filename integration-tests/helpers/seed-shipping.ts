/** Shipping for the tests' store: the same as the demo's (dev/store-setup.ts). */
export { seedShipping } from "../../dev/store-setup"
export type { ShippingSetup } from "../../dev/store-setup"
