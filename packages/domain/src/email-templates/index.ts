export * from './catalogue';
export * from './variables';
export * from './view';
