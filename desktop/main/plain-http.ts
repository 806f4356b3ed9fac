import { BlockList, isIP } from 'node:net';

/**
 * Where a plain http:// server is acceptable without asking: this computer and the office's own
 * network (loopback, private and link-local ranges). Anywhere else passwords and cookies would
 * cross the internet unencrypted. node:net's BlockList does the subnet arithmetic.
 */
const LOCAL_NETWORKS = new BlockList();
LOCAL_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addAddress('::1', 'ipv6');
LOCAL_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
LOCAL_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/** Whether `hostname` (as URL gives it: IPv6 in brackets) is this computer or a private address. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  if (family === 4) return LOCAL_NETWORKS.check(host, 'ipv4');
  if (family === 6) return LOCAL_NETWORKS.check(host, 'ipv6');
  return false;
}

/** An https:// URL always passes; an http:// one only for a local host. */
export function needsPlainHttpConsent(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && !isLocalHost(parsed.hostname);
}
