// The self-hosted Hebrew face (Noto Serif Hebrew: nikud and cantillation marks), Hebrew subset
// only. Imported by the text pages' modules alone, so `/` never loads it.
import '@fontsource/noto-serif-hebrew/hebrew-400.css';
import '@fontsource/noto-serif-hebrew/hebrew-700.css';
