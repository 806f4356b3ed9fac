export * from './auth';
export * from './contact';
export * from './fields';
export * from './leads';
export * from './paging';
export * from './portfolio';
export * from './notifications';
