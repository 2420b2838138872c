export * from './layout';
export * from './limits';
export * from './profile';
export * from './validation';
export * from './content';
export * from './jobs';
export * from './sales';
export * from './customer';
