// A table card's QR code: drawn on the server as an SVG (black runs on a white square with its
// quiet zone), so the printed sheet needs no script and no image files.
import { QR_QUIET_ZONE, qrModules, qrPath } from './qr-squares';

export function TableQrCode({ url, label }: { url: string; label: string }) {
  const modules = qrModules(url);
  const side = modules.length + 2 * QR_QUIET_ZONE;
  return (
    <svg
      className="table-qr"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      data-url={url}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(modules)} fill="#000" />
    </svg>
  );
}
