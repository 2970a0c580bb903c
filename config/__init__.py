"""The shipped content — scripts, prompt templates, rules, hotlines — installed as the package
``heartrule_config`` (ADR 0141). Authors edit the files here; every file under this folder ships."""
