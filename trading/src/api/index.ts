export * from './requests';
export * from './answers';
export * from './api-keys';
export * from './margin';
