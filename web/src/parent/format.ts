import { LOCALE } from '../lib/intl';

/** Nets come in quarters (YKS: D − Y/4) and thirds (LGS): two decimals show them exactly enough. */
const net = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

export const formatNet = (n: number) => net.format(n);
