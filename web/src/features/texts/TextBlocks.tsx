// How the text pages set Hebrew and English: Hebrew right-to-left in the self-hosted Noto Serif
// Hebrew (nikud and cantillation need generous line height), English in a readable serif.
// Texts arrive as plain text (the Worker removes upstream HTML), rendered as text nodes only.
import { Text, type TextProps } from '@chakra-ui/react';

export function HebrewText({ children, ...props }: TextProps & { children: string }) {
  return (
    <Text lang="he" dir="rtl" fontFamily="hebrew" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="2" whiteSpace="pre-line" {...props}>
      {children}
    </Text>
  );
}

export function EnglishText({ children, ...props }: TextProps & { children: string }) {
  return (
    <Text
      lang="en"
      dir="ltr"
      textAlign="start"
      fontFamily="serif"
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="1.8"
      whiteSpace="pre-line"
      {...props}
    >
      {children}
    </Text>
  );
}
