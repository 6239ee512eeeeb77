import type { ImgHTMLAttributes } from 'react';

/** What stands in for a goods picture that is gone (a goods removed since the order). */
export const MISSING_PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" rx="6" fill="#f0f0f0"/><path d="M16 22l12-6 12 6v14l-12 6-12-6z" fill="none" stroke="#8c8c8c" stroke-width="2" stroke-linejoin="round"/><path d="M16 22l12 6 12-6M28 28v14" fill="none" stroke="#8c8c8c" stroke-width="2"/></svg>',
  );

/** A goods picture that shows a neutral box instead of a broken image when the picture is gone. */
export function GoodsImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      alt=""
      {...props}
      onError={(event) => {
        const img = event.currentTarget;
        if (img.src !== MISSING_PICTURE) img.src = MISSING_PICTURE;
      }}
    />
  );
}
