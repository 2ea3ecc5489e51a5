// Public entry of @storefront/contracts: domain types, the event map, the remote contract, the path table and the store's facts.
export * from './locale';
export * from './paths';
export * from './events';
export * from './remote';
export * from './runtime-config';
export * from './catalogue';
export * from './commerce';
export * from './store';
export * from './images';
export * from './configuration';
export * from './option-lists';
export * from './vitals';
export * from './specs';
export * from './spec-format';
export * from './search';
