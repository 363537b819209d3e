/**
 * The inputs inside a ReferenceInput / ReferenceArrayInput: each choice shows the record as its
 * resource's choice fields do (a client's code, name and phone: schema `choiceFields`), what the
 * typed text is searched against on the server (`q`). The chosen record stays in the field by its
 * name (its representation), so the text to edit is short.
 */
import { useCallback } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  useLocale,
  useResourceContext,
  useTranslate,
  type AutocompleteArrayInputProps,
  type AutocompleteInputProps,
  type RaRecord,
} from 'react-admin';
import { registryName } from '../core/rules/resourceNames';
import { formatChoice, formatRecordRepresentation } from '../format/recordRepresentation';

/** The choice text and the chosen record's text of the referenced resource, in the language. */
function useChoiceTexts() {
  const resourceName = registryName(useResourceContext() ?? '');
  const locale = useLocale();
  const translate = useTranslate();
  const optionText = useCallback(
    (record: RaRecord) => formatChoice(resourceName, record, locale, translate),
    [resourceName, locale, translate],
  );
  const inputText = useCallback(
    (record: RaRecord) => formatRecordRepresentation(resourceName, record, locale, translate),
    [resourceName, locale, translate],
  );
  return { optionText, inputText };
}

export const ReferenceChoiceInput = (props: AutocompleteInputProps) => (
  <AutocompleteInput {...useChoiceTexts()} {...props} />
);

export const ReferenceChoiceArrayInput = (props: AutocompleteArrayInputProps) => {
  const { optionText } = useChoiceTexts();
  return <AutocompleteArrayInput optionText={optionText} {...props} />;
};
