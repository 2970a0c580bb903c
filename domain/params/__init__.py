"""The params context: filling ``dynamic_params`` of metric and operator logic properties."""
