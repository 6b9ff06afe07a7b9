export * from './appraisals';
export * from './auth';
export * from './dealers';
export * from './lookups';
export * from './outbox';
export * from './users';
