import { describe, expect, it } from 'vitest';
import {
  hostNameOf,
  isJsonMediaType,
  shopHostsOf,
  stateChangeRefusal,
  type StateChangeHeaders,
} from './state-change-guard';

const shopHosts = shopHostsOf('https://shop.example.se', ['shop.example.fi:8443']);
const json: StateChangeHeaders = {
  host: 'shop.example.se',
  origin: undefined,
  secFetchSite: undefined,
  contentType: 'application/json',
  contentLength: '20',
  transferEncoding: undefined,
};

describe('stateChangeRefusal', () => {
  it.each([
    { name: 'a script or server (no Origin, no Sec-Fetch-Site)', headers: {}, status: null },
    {
      name: 'the page of the same origin',
      headers: { origin: 'https://shop.example.se', secFetchSite: 'same-origin' },
      status: null,
    },
    {
      name: 'a page on another port of the same host',
      headers: { origin: 'http://shop.example.se:8080' },
      status: null,
    },
    {
      name: 'a storefront domain of the shop',
      headers: { origin: 'https://shop.example.fi:8443', secFetchSite: 'same-site' },
      status: null,
    },
    {
      name: 'the public origin behind a proxy that rewrites Host',
      headers: { host: 'app:3000', origin: 'https://shop.example.se' },
      status: null,
    },
    {
      name: 'a charset parameter',
      headers: { contentType: 'Application/JSON; charset=utf-8' },
      status: null,
    },
    {
      name: 'no body at all',
      headers: { contentType: undefined, contentLength: '0' },
      status: null,
    },
    {
      name: 'no body and no length',
      headers: { contentType: undefined, contentLength: undefined },
      status: null,
    },
    { name: 'another site (Sec-Fetch-Site)', headers: { secFetchSite: 'cross-site' }, status: 403 },
    {
      name: 'another site even with a matching Origin',
      headers: { secFetchSite: 'cross-site', origin: 'https://shop.example.se' },
      status: 403,
    },
    { name: 'an Origin of another host', headers: { origin: 'https://evil.example' }, status: 403 },
    {
      name: 'a look-alike host',
      headers: { origin: 'https://shop.example.se.evil.example' },
      status: 403,
    },
    { name: 'an opaque Origin (sandboxed frame, file)', headers: { origin: 'null' }, status: 403 },
    {
      name: 'a form body',
      headers: { contentType: 'application/x-www-form-urlencoded' },
      status: 415,
    },
    {
      name: 'a multipart form',
      headers: { contentType: 'multipart/form-data; boundary=x' },
      status: 415,
    },
    {
      name: 'plain text (a form with enctype text/plain)',
      headers: { contentType: 'text/plain' },
      status: 415,
    },
    { name: 'a JSON look-alike type', headers: { contentType: 'application/jsonp' }, status: 415 },
    {
      name: 'a body without a type',
      headers: { contentType: undefined, contentLength: '12' },
      status: 415,
    },
    {
      name: 'a chunked body without a type',
      headers: { contentType: undefined, contentLength: undefined, transferEncoding: 'chunked' },
      status: 415,
    },
  ] as const)('$name: $status', ({ headers, status }) => {
    expect(stateChangeRefusal({ ...json, ...headers }, shopHosts)?.status ?? null).toBe(status);
  });
});

describe('hostNameOf', () => {
  it.each([
    ['shop.example.se', 'shop.example.se'],
    ['Shop.Example.SE:8443', 'shop.example.se'],
    ['https://shop.example.se', 'shop.example.se'],
    ['http://[::1]:3000', '[::1]'],
    ['null', undefined],
    ['', undefined],
    ['http://', undefined],
  ])('%s is %s', (text, host) => {
    expect(hostNameOf(text)).toBe(host);
  });
});

describe('isJsonMediaType', () => {
  it.each([
    ['application/json', true],
    ['application/json;charset=UTF-8', true],
    [' APPLICATION/JSON ', true],
    ['application/json-patch+json', false],
    ['text/json', false],
    ['text/plain', false],
  ])('%s: %s', (type, isJson) => {
    expect(isJsonMediaType(type)).toBe(isJson);
  });
});
