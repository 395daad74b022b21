// class-transformer's metadata storage (its types are published apart from its CommonJS build):
// class-validator-jsonschema reads nested types (@Type) from it.
declare module 'class-transformer/cjs/storage' {
  import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';

  export const defaultMetadataStorage: MetadataStorage;
}
