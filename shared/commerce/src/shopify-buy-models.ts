// Owns what the product reads of shopify-buy's answers, written as fragments of the official schema: codegen types them, the
// minimal shopify-buy.d.ts builds the SDK's models from those types, and a test checks the SDK's own documents select each field.

/** Never sent: the SDK sends its own documents; these only name the fields (aliases included) the store client reads of them. */
export const SHOPIFY_BUY_MODEL_FRAGMENTS = `
fragment SdkMoney on MoneyV2 { amount currencyCode }
fragment SdkImage on Image { id src: url altText width height }
fragment SdkAttribute on Attribute { key value }
fragment SdkVariant on ProductVariant { id title sku available: availableForSale price { ...SdkMoney } compareAtPrice { ...SdkMoney }
  image { ...SdkImage } selectedOptions { name value } }
fragment SdkProduct on Product { id handle title description descriptionHtml productType vendor createdAt updatedAt publishedAt
  availableForSale options { name values } }
fragment SdkCartVariant on ProductVariant { id title price { ...SdkMoney } compareAtPrice { ...SdkMoney } image { ...SdkImage }
  product { id handle } }
`;
