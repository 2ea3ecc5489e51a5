// Public entry of @storefront/local-cloud: the server, the seed and the fixed names tests and tools need.
export { startLocalCloud, type LocalCloud, type LocalCloudOptions } from './server';
export { loadSeed, planSeed, type Seed, type SeedDocument, type SeedObject, type ShopifySeed } from './seed/index';
export { PROJECT_ID, STORAGE_BUCKET, PRIVATE_BUCKET, DEFAULT_PORT, DEFAULT_HOST } from './config';
export { encodeFields, encodeValue, decodeFields, decodeValue, type Value, type Fields } from './firestore/values';
export { generateSyntheticCatalogue, withSyntheticCatalogue, type SyntheticCatalogue, type SyntheticOptions } from './seed/synthetic';
export { isStoreProductId, catalogueProductId, storeProductId } from './seed/builders';
export { FREE_SHIPPING_TAG, NEW_TAG, EXCLUSIVE_TAG } from './seed/shop/index';
