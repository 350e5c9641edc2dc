// Per-page head (spec §2 Header): React 19 hoists <title>, <meta>, <link> into <head>.
export const PRODUCT_NAME = 'Shul Finder';
export const SOCIAL_IMAGE = '/social.png';

interface SeoProps {
  title: string;
  description: string;
  path: string;
  keywords?: string;
  /** Structured data (JSON-LD) for this page. */
  jsonLd?: object;
}

export function Seo({ title, description, path, keywords, jsonLd }: SeoProps) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const url = `${origin}${path}`;
  const fullTitle = `${title} | ${PRODUCT_NAME}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:image" content={`${origin}${SOCIAL_IMAGE}`} />
      <meta property="og:image:width" content="1024" />
      <meta property="og:image:height" content="512" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={`${origin}${SOCIAL_IMAGE}`} />
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>}
    </>
  );
}
