/** An SVG as a data URL for an <img> (the app's Content-Security-Policy allows data: images). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;
