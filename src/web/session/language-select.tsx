import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, isSupportedLanguage, setLanguage } from '../lib/i18n';

/** English / Bahasa Indonesia switch; the choice is stored under `languagePreference`. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const value = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <NativeSelect
      label={compact ? undefined : t('language.label')}
      // The name holds the visible text too (the chosen language), as WCAG 2.5.3 asks.
      aria-label={`${t('language.label')}: ${t(`language.${value}`)}`}
      size={compact ? 'xs' : 'sm'}
      name="language"
      data-testid="language-select"
      value={value}
      data={SUPPORTED_LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isSupportedLanguage(next)) void setLanguage(next);
      }}
    />
  );
}
