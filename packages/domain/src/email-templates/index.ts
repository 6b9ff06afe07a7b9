export * from './catalogue';
export * from './variables';
