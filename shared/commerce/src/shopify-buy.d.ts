// Types for the parts of shopify-buy 3 (which ships none) that the store client uses; models are the SDK's decoded GraphModels.
declare module 'shopify-buy' {
  export interface MoneyModel {
    amount: string;
    currencyCode: string;
  }
  export interface ImageModel {
    id: string | null;
    src: string;
    altText: string | null;
    width: number | null;
    height: number | null;
  }
  export interface VariantModel {
    id: string;
    title: string;
    sku: string | null;
    available: boolean;
    price: MoneyModel;
    compareAtPrice: MoneyModel | null;
    image: ImageModel | null;
    selectedOptions: { name: string; value: string }[];
  }
  export interface ProductModel {
    id: string;
    handle: string;
    title: string;
    description: string;
    descriptionHtml: string;
    productType: string;
    vendor: string;
    createdAt: string;
    updatedAt: string;
    publishedAt: string;
    availableForSale: boolean;
    /** Scalar lists are decoded as wrapper objects holding `value`. */
    options: { name: string; values: ({ value: string } | string)[] }[];
    images: ImageModel[];
    variants: VariantModel[];
  }
  export interface CollectionModel {
    id: string;
    handle: string;
    title: string;
    description: string;
    image: ImageModel | null;
    products: ProductModel[];
    /** Set by the SDK on the last model of a page. */
    hasNextPage?: boolean;
  }
  export interface AttributeModel {
    key: string;
    value: string | null;
  }
  export interface LineItemModel {
    id: string;
    title: string;
    quantity: number;
    customAttributes: AttributeModel[] | null;
    variant: VariantModel & { product: { id: string; handle: string } };
  }
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
  /** Line input as the SDK reads it; `attributes` is what cartCreate needs, `customAttributes` what the other mutations rename. */
  export interface LineInput {
    variantId: string;
    quantity: number;
    customAttributes?: { key: string; value: string }[];
    attributes?: { key: string; value: string }[];
  }
  export interface Client {
    product: {
      fetchMultiple(ids: string[]): Promise<(ProductModel | null)[]>;
      fetchByHandle(handle: string): Promise<ProductModel | null>;
    };
    collection: {
      fetchAll(pageSize?: number): Promise<CollectionModel[]>;
      fetchAllWithProducts(args?: { first?: number; productsFirst?: number }): Promise<CollectionModel[]>;
      fetchWithProducts(id: string, args?: { productsFirst?: number }): Promise<CollectionModel | null>;
    };
    checkout: {
      create(input?: {
        lineItems?: LineInput[];
        note?: string;
        customAttributes?: { key: string; value: string }[];
      }): Promise<CheckoutModel>;
      fetch(id: string): Promise<CheckoutModel | null>;
      addLineItems(id: string, lines: LineInput[]): Promise<CheckoutModel>;
      removeLineItems(id: string, lineIds: string[]): Promise<CheckoutModel>;
      updateLineItems(id: string, lines: { id: string; quantity?: number; variantId?: string }[]): Promise<CheckoutModel>;
      updateAttributes(id: string, input: { note?: string; customAttributes?: { key: string; value: string }[] }): Promise<CheckoutModel>;
      addDiscount(id: string, code: string): Promise<CheckoutModel>;
      removeDiscount(id: string): Promise<CheckoutModel>;
    };
    fetchNextPage<T>(models: T[]): Promise<{ model: T[] }>;
  }
  export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;
  const Client: {
    buildClient(
      config: { domain: string; storefrontAccessToken: string; apiVersion?: string; language?: string },
      fetchFunction?: FetchFunction,
    ): Client;
  };
  export default Client;
}
