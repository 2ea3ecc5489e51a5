// Types for the parts of shopify-buy 3 (which ships none) that the local Storefront API tests drive.
declare module 'shopify-buy' {
  interface MoneyModel {
    amount: string;
    currencyCode: string;
  }
  interface ImageModel {
    id: string | null;
    src: string;
    altText: string | null;
  }
  interface VariantModel {
    id: string;
    title: string;
    sku: string;
    available: boolean;
    price: MoneyModel;
    compareAtPrice: MoneyModel | null;
    image: ImageModel | null;
    selectedOptions: { name: string; value: string }[];
  }
  interface ProductModel {
    id: string;
    handle: string;
    title: string;
    productType: string;
    availableForSale: boolean;
    options: { name: string; values: { value: string }[] }[];
    images: ImageModel[];
    variants: VariantModel[];
  }
  interface CollectionModel {
    id: string;
    handle: string;
    title: string;
    products: ProductModel[];
  }
  interface LineItemModel {
    id: string;
    title: string;
    quantity: number;
    customAttributes: { key: string; value: string | null }[];
    variant: VariantModel & { product: { id: string; handle: string } };
    discountAllocations: { allocatedAmount: MoneyModel }[];
  }
  interface CheckoutModel {
    id: string;
    note: string | null;
    completedAt: string | null;
    currencyCode: string;
    customAttributes: { key: string; value: string | null }[];
    lineItems: LineItemModel[];
    lineItemsSubtotalPrice: MoneyModel;
    totalPrice: MoneyModel;
    discountApplications: { code?: string; applicable?: boolean }[];
    webUrl: string;
  }
  interface LineInput {
    variantId: string;
    quantity: number;
    customAttributes?: { key: string; value: string }[];
  }
  interface Client {
    product: {
      fetch(id: string): Promise<ProductModel | null>;
      fetchMultiple(ids: string[]): Promise<(ProductModel | null)[]>;
      fetchByHandle(handle: string): Promise<ProductModel | null>;
      fetchAll(pageSize?: number): Promise<ProductModel[]>;
      fetchQuery(args: { first?: number; sortKey?: string; query?: string; reverse?: boolean }): Promise<ProductModel[]>;
      fetchRecommendations(productId: string): Promise<ProductModel[] | null>;
    };
    collection: {
      fetchAll(pageSize?: number): Promise<CollectionModel[]>;
      fetchAllWithProducts(args?: { first?: number; productsFirst?: number }): Promise<CollectionModel[]>;
      fetchWithProducts(id: string, args?: { productsFirst?: number }): Promise<CollectionModel | null>;
      fetchByHandle(handle: string): Promise<CollectionModel | null>;
    };
    checkout: {
      create(input?: {
        lineItems?: LineInput[];
        note?: string;
        customAttributes?: { key: string; value: string }[];
        email?: string;
      }): Promise<CheckoutModel>;
      fetch(id: string): Promise<CheckoutModel | null>;
      addLineItems(id: string, lines: LineInput[]): Promise<CheckoutModel>;
      removeLineItems(id: string, lineIds: string[]): Promise<CheckoutModel>;
      updateLineItems(id: string, lines: { id: string; quantity?: number; variantId?: string }[]): Promise<CheckoutModel>;
      replaceLineItems(id: string, lines: LineInput[]): Promise<CheckoutModel>;
      updateAttributes(id: string, input: { note?: string; customAttributes?: { key: string; value: string }[] }): Promise<CheckoutModel>;
      updateEmail(id: string, email: string): Promise<CheckoutModel>;
      addDiscount(id: string, code: string): Promise<CheckoutModel>;
      removeDiscount(id: string): Promise<CheckoutModel>;
    };
    fetchNextPage<T>(models: T[]): Promise<{ model: T[] }>;
  }
  type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;
  const Client: {
    buildClient(
      config: { domain: string; storefrontAccessToken: string; apiVersion?: string; language?: string },
      fetchFunction?: FetchFunction,
    ): Client;
  };
  export default Client;
}
