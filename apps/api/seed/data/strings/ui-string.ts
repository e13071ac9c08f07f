/**
 * An interface string: [key, sv, no, da, fi, nl]. Keys are dotted; {{name}} is an i18next
 * placeholder, except the storefront settings the API fills in itself (libs/locale-config
 * fillShopText: {{free_shipping_from}}), which a string states that way and never as a figure.
 */
export type UiString = readonly [
  key: string,
  sv: string,
  no: string,
  da: string,
  fi: string,
  nl: string,
];
