export {
  TD02_FIELDS,
  TD02_KEY,
  mergeTd02,
  parseTd02,
  patchTd02,
  readTd02,
  type Td02,
  type Td02Field,
  type Td02Patch,
  type Td02Storage,
} from './lib/td02';
export { isJsonObject } from './lib/json-object';
