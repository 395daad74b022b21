import type { ReactNode } from 'react';

interface ImagePreviewProps {
  title: ReactNode;
  src: string;
  alt: string;
  caption?: ReactNode;
  children?: ReactNode;
}

/** A photograph shown back to the applicant: the saved one, the chosen one or the proposed crop. */
export function ImagePreview({ title, src, alt, caption, children }: ImagePreviewProps) {
  return (
    <figure className="docs-preview">
      <figcaption className="docs-preview__title">{title}</figcaption>
      <img className="docs-preview__image" src={src} alt={alt} />
      {caption && <p className="docs-preview__caption">{caption}</p>}
      {children}
    </figure>
  );
}
