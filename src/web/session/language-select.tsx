import { NativeSelect } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../lib/use-translation';
import { SUPPORTED_LANGUAGES, isSupportedLanguage, setLanguage } from '../lib/i18n';

/**
 * English / Bahasa Indonesia switch; the choice is stored under `languagePreference`. In the top bar (compact) of a
 * phone the options read EN and ID: "Bahasa Indonesia" did not fit beside the bell and the user's name.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const short = compact && phone === true;
  const value = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <NativeSelect
      // Named by its label (hidden when compact), not aria-label: the name then need not repeat the shown language.
      label={t('language.label')}
      labelProps={compact ? { className: 'lintas-visually-hidden' } : undefined}
      size={compact ? 'xs' : 'sm'}
      name="language"
      data-testid="language-select"
      value={value}
      data={SUPPORTED_LANGUAGES.map((lng) => ({ value: lng, label: short ? lng.toUpperCase() : t(`language.${lng}`) }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isSupportedLanguage(next)) void setLanguage(next);
      }}
    />
  );
}
