-- Issue 42: a program's organisation in both languages ("Gouvernement du Canada" / "Government of
-- Canada"), like its name and conditions: the English financing page showed the French one.

alter table public.financing_programs rename column provider to provider_fr;
alter table public.financing_programs rename constraint financing_programs_provider_check to financing_programs_provider_fr_check;
alter table public.financing_programs add column provider_en text;
-- Rows written before this migration (the demo seed's) get the English names they publish.
update public.financing_programs set provider_en = case provider_fr
  when 'Gouvernement du Canada' then 'Government of Canada'
  when 'MRC et services de développement économique'
    then 'Regional county municipalities (MRC) and economic development services'
  else provider_fr end;
alter table public.financing_programs
  alter column provider_en set not null,
  add constraint financing_programs_provider_en_check check (char_length(btrim(provider_en)) between 2 and 120);
comment on column public.financing_programs.provider_fr is 'The organisation that offers the program, in French.';
comment on column public.financing_programs.provider_en is 'The organisation that offers the program, in English.';
