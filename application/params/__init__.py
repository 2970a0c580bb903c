"""Use cases of the params context: resolve dynamic_params for logic properties."""
