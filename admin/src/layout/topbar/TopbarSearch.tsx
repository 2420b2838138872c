import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** Submitting goes to /search?q=... and empties the box. */
export const TopbarSearch = ({ fieldColor, textColor }: { fieldColor: string; textColor: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = q.trim();
    navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
    setQ('');
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        background: fieldColor,
        borderRadius: 1,
        px: 1,
        maxWidth: 320,
        flex: '1 1 200px',
        minWidth: 0,
      }}
    >
      <SearchIcon fontSize="small" sx={{ color: textColor, opacity: 0.7 }} />
      <InputBase
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={translate('app.topbar.search_placeholder')}
        inputProps={{
          'aria-label': translate('app.topbar.search_label'),
          'data-testid': 'search-input',
          type: 'search',
          name: 'q',
        }}
        sx={{ color: textColor, ml: 1, flex: 1, '& input': { py: 1 } }}
      />
    </Box>
  );
};
