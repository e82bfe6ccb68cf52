import { useId } from 'react';
import { Link } from 'react-router';

/**
 * A protection sold on the booking page (issue 18: cancel and change for any reason): what it
 * does, "Add it" or "No thanks" (chosen until the traveller adds it: a paid add-on is only ever
 * added by their own choice), the fine print and its terms page. The words come formatted from
 * the protection's own component.
 */
export function ProtectionAddOn({
  text,
  termsHref,
  added,
  onChange,
}: {
  text: {
    title: string;
    intro: string;
    legend: string;
    yes: string;
    yesHint: string;
    no: string;
    fineprint: string;
    terms: string;
  };
  termsHref: string;
  added: boolean;
  onChange: (added: boolean) => void;
}) {
  const id = useId();
  return (
    <section className="wf-card wf-booking-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.title}</h2>
      <p>{text.intro}</p>
      <fieldset className="wf-cfar-choice">
        <legend className="wf-visually-hidden">{text.legend}</legend>
        <div className="wf-stack">
          <label className="wf-radio">
            <input
              type="radio"
              name={`${id}-add-on`}
              checked={added}
              onChange={() => onChange(true)}
            />
            <span>
              {text.yes}
              <span className="wf-block wf-field-description">{text.yesHint}</span>
            </span>
          </label>
          <label className="wf-radio">
            <input
              type="radio"
              name={`${id}-add-on`}
              checked={!added}
              onChange={() => onChange(false)}
            />
            <span>{text.no}</span>
          </label>
        </div>
      </fieldset>
      <p className="wf-field-description">
        {text.fineprint}{' '}
        <Link to={termsHref} target="_blank" rel="noopener">
          {text.terms}
        </Link>
      </p>
    </section>
  );
}
