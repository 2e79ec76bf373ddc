import { useEffect, useState } from 'react';

/**
 * A deposit address drawn as a QR code (a `data:` PNG address, which the site's CSP allows for
 * images), or '' while it is being drawn or when there is no address. An answer for an address
 * that is no longer asked for is dropped. The QR library is loaded on the first address, so the
 * spot terminal, whose deposit dialog draws one only on "Open QR", does not carry it on its first load.
 *
 * @example const qr = useAddressQr(address); return qr && <img src={qr} alt={t.qrAlt} />;
 */
export function useAddressQr(address: string | null, width = 168): string {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!address) return;
    let wanted = true;
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(address, { margin: 1, width }))
      .then((url) => {
        if (wanted) setDrawn({ text: address, url });
      });
    return () => {
      wanted = false;
    };
  }, [address, width]);
  return address && drawn?.text === address ? drawn.url : '';
}
