/** The sandbox's pictures are drawn 320 × 240: the box is kept before they arrive (no layout shift). */
const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 240;

/**
 * The sandbox's generated picture of the hotel (a link or a `data:` URI), as an image, never as
 * markup. The page's largest picture (the first result, the hotel's cover) is `isPriority`: fetched
 * at once with high priority, as it is what the page is judged by; every other one waits until
 * it is scrolled near.
 */
export function HotelImage({
  src,
  className,
  isPriority = false,
}: {
  src: string;
  className?: string;
  isPriority?: boolean;
}) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding={isPriority ? 'sync' : 'async'}
    />
  );
}
