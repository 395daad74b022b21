import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentField } from '@evisa/contracts';
import { chooseDocument, type ChosenDocument } from './document-choice';

type Chosen = Partial<Record<DocumentField, ChosenDocument>>;

/** The files chosen on the documents page, each with a preview URL; the URLs are released when the page is left. */
export function useChosenDocuments() {
  const [chosen, setChosen] = useState<Chosen>({});
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const choose = useCallback(async (field: DocumentField, file: File | null): Promise<ChosenDocument | undefined> => {
    const next = file ? await chooseDocument(file) : undefined;
    if (next) urls.current.add(next.url);
    setChosen(({ [field]: _replaced, ...rest }) => (next ? { ...rest, [field]: next } : rest));
    return next;
  }, []);

  return { chosen, choose };
}
