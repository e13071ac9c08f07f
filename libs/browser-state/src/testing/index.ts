export { memoryStorage, type MemoryStorage } from './memory-storage';
