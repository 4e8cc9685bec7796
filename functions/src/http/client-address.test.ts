import { clientAddress, clientKey, limitKey } from './client-address';

describe('the client address', () => {
  test('is the entry the front end appended, never one the client wrote in front of it', () => {
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.7, 203.0.113.9' }, '10.0.0.1')).toBe('203.0.113.9');
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.9' }, '10.0.0.1')).toBe('203.0.113.9');
    // Every copy of the header counts, in order.
    expect(clientAddress({ 'x-forwarded-for': ['1.1.1.1', '198.51.100.7, 203.0.113.9'] }, '')).toBe('203.0.113.9');
  });

  test('never reads Fastly-Client-IP, which the client can send', () => {
    expect(clientAddress({ 'fastly-client-ip': '198.51.100.7', 'x-forwarded-for': '203.0.113.9' }, '')).toBe(
      '203.0.113.9',
    );
    expect(clientAddress({ 'fastly-client-ip': '198.51.100.7' }, '10.0.0.1')).toBe('10.0.0.1');
  });

  test('skips the entries appended by trusted proxies of our own', () => {
    const headers = { 'x-forwarded-for': '198.51.100.7, 203.0.113.9, 10.1.2.3' };
    expect(clientAddress(headers, '', 1)).toBe('203.0.113.9');
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.9' }, '10.0.0.1', 1)).toBe('10.0.0.1');
  });

  test('falls back to the socket when the appended entry is not an address', () => {
    expect(clientAddress({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.9, not-an-ip' }, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress({ 'x-forwarded-for': '' }, '::ffff:127.0.0.1')).toBe('::ffff:127.0.0.1');
    expect(clientAddress({}, undefined)).toBe('');
  });

  test('takes an address as headers write it: a port, brackets, a zone, upper case', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.9:5123' }, '')).toBe('203.0.113.9');
    expect(clientAddress({ 'x-forwarded-for': '[2001:DB8::1]:443' }, '')).toBe('2001:db8::1');
    expect(clientAddress({ 'x-forwarded-for': 'fe80::1%eth0' }, '')).toBe('fe80::1');
  });
});

describe('the limit key', () => {
  test('is an IPv4 address itself, and a mapped one as IPv4', () => {
    expect(limitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  test('is the /64 of an IPv6 address: every host of one network shares it', () => {
    expect(limitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  test('of a request: a forged entry and a rotated interface id do not make a new client', () => {
    const a = clientKey({ 'x-forwarded-for': '198.51.100.1, 2001:db8:1:2::10' }, '');
    const b = clientKey({ 'x-forwarded-for': '198.51.100.2, 2001:db8:1:2::99' }, '');
    expect(a).toBe(b);
  });
});
