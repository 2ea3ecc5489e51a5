// Types for the shopify-buy 3 calls the store client makes (the SDK ships none), built from the types codegen gives the fields
// read of its answers (shopify-buy-models.ts): a model is that fragment with each connection decoded into an array.
/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module may not import a relative path (TS2439): import() types are the way in */
declare module 'shopify-buy' {
  export type MoneyModel = import('./generated/storefront').SdkMoneyFragment;
  export type ImageModel = import('./generated/storefront').SdkImageFragment;
  export type AttributeModel = import('./generated/storefront').SdkAttributeFragment;
  export type VariantModel = import('./generated/storefront').SdkVariantFragment;
  export type ProductModel = Omit<import('./generated/storefront').SdkProductFragment, 'options'> & {
    /** Scalar lists are decoded as wrapper objects holding `value`. */
    options: { name: string; values: ({ value: string } | string)[] }[];
    images: ImageModel[];
    variants: VariantModel[];
  };
  export interface LineItemModel {
    id: string;
    title: string;
    quantity: number;
    customAttributes: AttributeModel[] | null;
    variant: import('./generated/storefront').SdkCartVariantFragment;
  }
  /** The SDK's checkout, which it maps from the Cart it asks for. */
  export interface CheckoutModel {
    id: string;
    note: string | null;
    /** Always null in shopify-buy 3: the Cart API has no completion date. */
    completedAt: string | null;
    currencyCode: string | null;
    customAttributes: AttributeModel[] | null;
    lineItems: LineItemModel[];
    lineItemsSubtotalPrice: MoneyModel | null;
    totalPrice: MoneyModel | null;
    discountApplications: { code?: string; applicable?: boolean }[];
    webUrl: string | null;
  }
  type Attributes = { key: string; value: string }[];
  /** Line input as the SDK reads it; `attributes` is what cartCreate needs, `customAttributes` what the other mutations rename. */
  export interface LineInput {
    variantId: string;
    quantity: number;
    customAttributes?: Attributes;
    attributes?: Attributes;
  }
  export interface Client {
    product: { fetchMultiple(ids: string[]): Promise<(ProductModel | null)[]> };
    checkout: {
      /** No `shippingAddress`: the SDK sends it as `buyerIdentity.deliveryAddressPreferences`, an input 2026-04 no longer has. */
      create(input?: { lineItems?: LineInput[]; note?: string; customAttributes?: Attributes }): Promise<CheckoutModel>;
      fetch(id: string): Promise<CheckoutModel | null>;
      addLineItems(id: string, lines: LineInput[]): Promise<CheckoutModel>;
      removeLineItems(id: string, lineIds: string[]): Promise<CheckoutModel>;
      updateLineItems(id: string, lines: { id: string; quantity?: number; variantId?: string }[]): Promise<CheckoutModel>;
      updateAttributes(id: string, input: { note?: string; customAttributes?: Attributes }): Promise<CheckoutModel>;
      addDiscount(id: string, code: string): Promise<CheckoutModel>;
      removeDiscount(id: string): Promise<CheckoutModel>;
    };
  }
  export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;
  const Client: {
    buildClient(config: { domain: string; storefrontAccessToken: string; language?: string }, fetchFunction?: FetchFunction): Client;
  };
  export default Client;
}
