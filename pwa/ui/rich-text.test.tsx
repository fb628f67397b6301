import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../app/theme.ts';
import { paragraphsOf, RichText } from './rich-text.tsx';

const system = appSystem();

const renderText = (text: string) =>
  render(
    <ChakraProvider value={system}>
      <RichText text={text} data-testid="rich" />
    </ChakraProvider>,
  ).getByTestId('rich');

describe('RichText', () => {
  it('renders **bold** and *italic* as strong and em', () => {
    const root = renderText('Dogs are **banned in summer** and *welcome* in winter.');
    expect(root.querySelector('strong')).toHaveTextContent('banned in summer');
    expect(root.querySelector('em')).toHaveTextContent('welcome');
    expect(root).toHaveTextContent('Dogs are banned in summer and welcome in winter.');
    expect(root.textContent).not.toContain('*');
  });

  it('allows italic inside bold', () => {
    const root = renderText('**a *very* good beach**');
    expect(root.querySelector('strong em')).toHaveTextContent('very');
  });

  it('splits blank-line separated text into paragraphs and keeps single line breaks', () => {
    const root = renderText('First paragraph.\n\nSecond one,\nnext line.\r\n\r\n\r\nThird.');
    const paragraphs = root.querySelectorAll('p');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[1].querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[2]).toHaveTextContent('Third.');
  });

  it('leaves lone stars and arithmetic alone', () => {
    const root = renderText('Rated 5 * 4 = 20 stars * overall');
    expect(root.querySelector('em')).toBeNull();
    expect(root).toHaveTextContent('Rated 5 * 4 = 20 stars * overall');
  });

  it('never turns markup into HTML: a script tag stays text', () => {
    const root = renderText('Hello <script>alert("x")</script> and <b>bold</b> **ok**');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('b')).toBeNull();
    expect(root).toHaveTextContent('Hello <script>alert("x")</script> and <b>bold</b> ok');
  });
});

describe('paragraphsOf', () => {
  it('drops empty paragraphs and trims', () => {
    expect(paragraphsOf('  one \n\n\n  \n two  ')).toEqual(['one', 'two']);
    expect(paragraphsOf('')).toEqual([]);
  });
});
