import { serializeJsonLd, type JsonLd } from './json-ld';

/** Props of {@link JsonLdScript}. */
export interface JsonLdScriptProps {
  readonly data: JsonLd;
}

/**
 * A `<script type="application/ld+json">` data block with `data` serialized safely
 * ({@link serializeJsonLd}). A data block is never executed, so it needs no CSP nonce.
 */
export function JsonLdScript({ data }: JsonLdScriptProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
