import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { HomePhoto } from '@wayfare/contracts/home-booking';

/**
 * The home's photos (the sandbox's generated pictures): one large, previous and next buttons,
 * and a row of thumbnails. Left and right arrow keys move through them from anywhere in the
 * gallery's buttons; each photo says what it shows and which of how many it is.
 */
export function HomeGallery({ photos, title }: { photos: readonly HomePhoto[]; title: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[index] ?? photos[0];
  if (!current) return null;
  const describe = (photo: HomePhoto, at: number) =>
    intl.formatMessage(
      { id: 'homeGallery.photo' },
      {
        kind: intl.formatMessage(
          { id: `homePhoto.${photo.kind}` },
          { room: photo.roomNumber ?? 1 },
        ),
        index: at + 1,
        count,
      },
    );
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  };
  return (
    <section
      className="wf-card wf-home-gallery"
      aria-roledescription={intl.formatMessage({ id: 'homeGallery.role' })}
      aria-label={intl.formatMessage({ id: 'homeGallery.label' }, { title })}
    >
      <figure className="wf-home-gallery-main">
        <img src={current.url} alt={describe(current, index)} width={640} height={420} />
        <figcaption aria-live="polite">{describe(current, index)}</figcaption>
      </figure>
      <div className="wf-row wf-home-gallery-controls">
        <button
          type="button"
          className="wf-button"
          data-variant="secondary"
          onClick={() => go(index - 1)}
          onKeyDown={onKeyDown}
        >
          {intl.formatMessage({ id: 'homeGallery.previous' })}
        </button>
        <button
          type="button"
          className="wf-button"
          data-variant="secondary"
          onClick={() => go(index + 1)}
          onKeyDown={onKeyDown}
        >
          {intl.formatMessage({ id: 'homeGallery.next' })}
        </button>
      </div>
      <ul className="wf-home-thumbs">
        {photos.map((photo, at) => (
          <li key={photo.url}>
            <button
              type="button"
              className="wf-home-thumb"
              aria-current={at === index || undefined}
              aria-label={describe(photo, at)}
              onClick={() => setIndex(at)}
              onKeyDown={onKeyDown}
            >
              <img src={photo.url} alt="" width={96} height={64} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
