import type { ReactNode } from 'react';

interface FormSectionProps {
  legend: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A group of related fields; the legend is also a heading so screen reader users can jump between sections. */
export function FormSection({ legend, description, children }: FormSectionProps) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">
        <h2 className="form-section__title">{legend}</h2>
      </legend>
      {description && <p className="form-section__description">{description}</p>}
      <div className="form-section__fields">{children}</div>
    </fieldset>
  );
}
