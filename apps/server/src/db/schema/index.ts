export * from './appraisals';
export * from './auth';
export * from './dealers';
export * from './detail';
export * from './lookups';
export * from './outbox';
export * from './users';
