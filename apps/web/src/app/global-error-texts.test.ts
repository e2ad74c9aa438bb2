import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import ptBR from '../../messages/pt-BR.json';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';

const MESSAGES = { en, de, 'pt-BR': ptBR, ar } as const;

describe('global error texts', () => {
  it.each(Object.entries(MESSAGES))('equal the page.error messages in %s', (locale, messages) => {
    const error = messages.page.error;
    expect(GLOBAL_ERROR_TEXTS[locale as keyof typeof MESSAGES]).toEqual({
      title: error.title,
      description: error.description,
      home: error['home-button'].title,
      retry: error.retry,
    });
  });
});
